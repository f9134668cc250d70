import { useState } from 'react';
import { useGameEntry } from '../api/game-entry';
import { useLobbyTypes } from './use-lobby-types';

/** What the home lobby and /game both hold: the ordered types, entering a game, and the search text. */
export function useLobbyScreen() {
  const lobby = useLobbyTypes();
  const entry = useGameEntry(lobby.all);
  const [search, setSearch] = useState('');
  return { ...lobby, entry, search, setSearch };
}
