// Only these reports use RingProgress (the dials) and ColorSwatch (the charts' legends and
// tooltips): their sheets load with this chunk, after Mantine's base (main.tsx) and the
// console's sheets (console-styles.ts), as Mantine's order asks.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/RingProgress.css';

export { LeaderboardScreen } from './leaderboard-screen';
export { LevelStatisticsScreen } from './level-statistics-screen';
export { LevelStrengthsScreen } from './level-strengths-screen';
