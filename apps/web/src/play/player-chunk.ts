// What play.html's first script loads after React and Mantine (see main.tsx).
export { createPlayApi } from './api';
export { PlayerApp } from './player-app';
