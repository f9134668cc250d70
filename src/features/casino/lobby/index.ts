// The one entry other parts of the app use for the lobby (the home screen renders it as its last section).
export { GameLobby } from './GameLobby';
