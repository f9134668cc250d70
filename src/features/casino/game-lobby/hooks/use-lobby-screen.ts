import { useState } from 'react';
import { useGameEntry } from '@/features/casino/game-entry/hooks/use-game-entry';
import { useLobbyTabs } from './use-lobby-tabs';

/** What the home lobby and /game both hold: the ordered types, entering a game, and the search text. */
export function useLobbyScreen() {
  const lobby = useLobbyTabs();
  const entry = useGameEntry(lobby.all);
  const [search, setSearch] = useState('');
  return { ...lobby, entry, search, setSearch };
}
