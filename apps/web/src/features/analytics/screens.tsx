// Only the dials of these reports use RingProgress: its sheet loads with their chunk, after
// Mantine's base (main.tsx) and the console's sheets (console-styles.ts), as Mantine's order asks.
import '@mantine/core/styles/RingProgress.css';

export { LeaderboardScreen } from './leaderboard-screen';
export { LevelStatisticsScreen } from './level-statistics-screen';
export { LevelStrengthsScreen } from './level-strengths-screen';
