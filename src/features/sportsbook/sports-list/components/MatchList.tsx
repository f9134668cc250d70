import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { MatchRecord } from '@/shared/api/generated/sports/model';
import type { OddsFormat } from '@/shared/lib/odds';
import { MatchCard, type MatchCardLabels } from '@/shared/ui/match-card/MatchCard';

const ESTIMATED_CARD_PX = 150;
const GAP_PX = 12;

export interface MatchListProps {
  matches: MatchRecord[];
  language: string;
  oddsFormat: OddsFormat;
  labels: MatchCardLabels;
}

/** A virtualised list: only the cards near the viewport are in the DOM, however long the list is. */
export function MatchList({ matches, language, oddsFormat, labels }: MatchListProps) {
  const virtualizer = useWindowVirtualizer({
    count: matches.length,
    estimateSize: () => ESTIMATED_CARD_PX + GAP_PX,
    overscan: 4,
    gap: GAP_PX,
  });

  return (
    <div role="list" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const match = matches[item.index];
        if (!match) return null;
        return (
          <div
            role="listitem"
            key={match.id}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
          >
            <MatchCard match={match} language={language} oddsFormat={oddsFormat} labels={labels} />
          </div>
        );
      })}
    </div>
  );
}
