import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail, RankEntry } from '@/shared/api/generated/main/model';
import { Button } from '@/shared/ui/button/Button';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import layout from '@/shared/ui/layout/layout.module.css';
import { rankingQuery } from '../api/ranking-queries';
import { useMemberAction } from '../hooks/use-member-action';
import { useMoney } from '../hooks/use-money';
import type { CampaignMoment } from './CampaignPage';
import styles from './levels.module.css';

function RankRow({ entry, mine = false }: { entry: RankEntry; mine?: boolean }) {
  const money = useMoney();
  return (
    <tr className={mine ? styles.mine : undefined}>
      <td className={styles.rank}>{entry.rank}</td>
      <td>{entry.userName}</td>
      <td className={styles.number}>{money(entry.score)}</td>
      <td className={styles.number}>{entry.rewardAmount > 0 ? money(entry.rewardAmount) : '–'}</td>
    </tr>
  );
}

/** A ranking campaign's standings: a member's own place (memberRanking), the guest ranking for guests (touristsRanking). */
export function RankingSection({ campaign, moment }: { campaign: ActivityDetail; moment: CampaignMoment }) {
  const { t } = useTranslation('campaigns');
  const { token, loggedIn, toLogin } = useMemberAction();
  const ranking = useQuery(rankingQuery(campaign.id, token));
  const title = loggedIn ? t('ranking.title') : t('ranking.guestTitle');
  return (
    <section className={layout.sectionCard} aria-labelledby="campaign-ranking">
      <h2 id="campaign-ranking" className={layout.sectionTitle}>
        {moment.phase === 'ended' ? t('ranking.final') : title}
      </h2>
      <QueryGate queries={[ranking]} rows={6} loadingLabel={t('ranking.loading')}>
        {() => {
          const { list, myRank } = ranking.data ?? { list: [], myRank: null };
          return (
            <>
              {loggedIn ? <p className={styles.next}>{myRank ? t('ranking.mine', { rank: myRank.rank }) : t('ranking.notRanked')}</p> : null}
              {list.length === 0 ? (
                <p className={styles.next}>{t('ranking.empty')}</p>
              ) : (
                <table className={styles.table}>
                  <caption className="visually-hidden">{title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('ranking.rank')}</th>
                      <th scope="col">{t('ranking.player')}</th>
                      <th scope="col" className={styles.number}>{t('ranking.score')}</th>
                      <th scope="col" className={styles.number}>{t('ranking.prize')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((entry) => (
                      <RankRow key={entry.rank} entry={entry} mine={myRank?.rank === entry.rank} />
                    ))}
                    {myRank && !list.some((entry) => entry.rank === myRank.rank) ? <RankRow entry={myRank} mine /> : null}
                  </tbody>
                </table>
              )}
            </>
          );
        }}
      </QueryGate>
      {!loggedIn && moment.phase !== 'ended' ? (
        <Button block onClick={toLogin}>
          {t('ranking.login')}
        </Button>
      ) : null}
    </section>
  );
}
