/** One colour per competency, the same in the dials and the chart (events have up to 5). */
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.7', 'pink.6'];

export const competencyColor = (index: number): string => COLORS[index % COLORS.length] ?? 'blue.6';
