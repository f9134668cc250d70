import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LetterTypeCount } from '@/shared/api/generated/main/model';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { LETTER_TYPES, unreadOfType } from '@/shared/letters/letter-centre-queries';
import { LetterList } from './LetterList';
import { LETTER_TYPE_LABEL, letterTypeFrom } from './letter-types';

/**
 * Letters by type, each tab with its unread count. The tab is kept in ?type= so that coming back from a letter
 * reopens the same tab.
 */
export function LettersPanel({ counts }: { counts: LetterTypeCount | null | undefined }) {
  const { t } = useTranslation('messages');
  const [params, setParams] = useSearchParams();
  const letType = letterTypeFrom(params.get('type'));
  const items = LETTER_TYPES.map((type) => ({ key: String(type), label: t(LETTER_TYPE_LABEL[type]), badge: unreadOfType(counts, type) }));
  return (
    <Tabs
      items={items}
      label={t('types.label')}
      value={String(letType)}
      onChange={(key) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set('type', key);
            return next;
          },
          { replace: true },
        )
      }
    >
      <LetterList key={letType} letType={letType} unread={unreadOfType(counts, letType)} />
    </Tabs>
  );
}
