import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { SubGame, SubGameOption } from '@/shared/api/generated/main/model';
import { loginHref } from '@/shared/config/paths';
import { formatMoney } from '@/shared/lib/money';
import { balanceQuery } from '@/shared/member/member-queries';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { Empty } from '@/shared/ui/empty/Empty';
import { TextField } from '@/shared/ui/field/TextField';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { usePlaceSubGameBet } from '../api/sub-game-mutations';
import { subGameQuery } from '../api/sub-game-queries';
import { useServerClock } from '../hooks/use-server-clock';
import { checkStake, newRequestId, phaseAt, secondsLeft } from '../lib/dice-round';
import styles from '../components/sub-games.module.css';

function DiceGame({ game, receivedAt }: { game: SubGame; receivedAt: number }) {
  const { t, i18n } = useTranslation('sub-games');
  const token = useToken();
  const location = useLocation();
  const now = useServerClock(game.serverTime, receivedAt);
  const phase = phaseAt(game.round, now);
  const balance = useQuery(balanceQuery(token)).data;
  const place = usePlaceSubGameBet();
  const [option, setOption] = useState<SubGameOption | null>(null);
  const [stake, setStake] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One request id per stake: a send again after a lost answer carries the same one; a new round or a placed stake
  // starts a new one.
  const [stakeId, setStakeId] = useState(() => ({ roundNo: game.round.roundNo, id: newRequestId(Date.now()) }));
  const money = (amount: number) => formatMoney(amount, game.currency, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!option) return setProblem(t('problem.noOption'));
    const checked = checkStake(stake, { min: game.minStake, max: game.maxStake }, balance?.balance ?? null);
    if ('problem' in checked) return setProblem(t(`problem.${checked.problem}`, { min: money(game.minStake), max: money(game.maxStake) }));
    setProblem(null);
    if (place.isPending) return undefined;
    const current = stakeId.roundNo === game.round.roundNo ? stakeId : { roundNo: game.round.roundNo, id: newRequestId(Date.now()) };
    setStakeId(current);
    place.mutate(
      { gameId: game.gameId, roundNo: current.roundNo, option, amount: checked.amount, requestId: current.id },
      {
        onSuccess: () => {
          setStake('');
          setStakeId({ roundNo: current.roundNo, id: newRequestId(Date.now()) });
        },
        onError: (error) => setProblem(error.message),
      },
    );
    return undefined;
  };

  const result = phase === 'settled' ? game.round.result : null;
  return (
    <div className={styles.page}>
      <section className={styles.round} aria-label={t('round', { no: game.round.roundNo })} aria-live="polite">
        <h1 className={styles.title}>{game.name}</h1>
        <span className={styles.phase}>{t(`phase.${phase}`)}</span>
        {result ? (
          <span className={styles.dice} aria-label={t('rolled', { dice: result.dice.join(', '), total: result.total, outcome: t(`outcome.${result.outcome}`) })}>
            {result.dice.map((die, index) => (
              <span key={index} className={styles.die}>
                {die}
              </span>
            ))}
          </span>
        ) : (
          <span className={styles.clock} role="timer">
            {t('seconds', { count: secondsLeft(game.round, now) })}
          </span>
        )}
        {result ? <span>{t('total', { total: result.total, outcome: t(`outcome.${result.outcome}`) })}</span> : null}
      </section>
      {token ? (
        <form className={styles.stake} onSubmit={submit} aria-label={t('stake.label')}>
          <div className={styles.options} role="group" aria-label={t('stake.option')}>
            {(['big', 'small'] as const).map((choice) => (
              <button key={choice} type="button" className={styles.option} aria-pressed={option === choice} disabled={phase !== 'betting'} onClick={() => setOption(choice)}>
                {t(`outcome.${choice}`)}
                <span className={styles.small}>{t(`range.${choice}`, { odds: game.odds })}</span>
              </button>
            ))}
          </div>
          <TextField label={t('stake.amount')} inputMode="numeric" value={stake} onChange={setStake} hint={t('stake.limits', { min: money(game.minStake), max: money(game.maxStake) })} />
          {problem ? (
            <p role="alert" className={styles.phase}>
              {problem}
            </p>
          ) : null}
          <Button type="submit" block loading={place.isPending} disabled={phase !== 'betting'}>
            {t('stake.place')}
          </Button>
        </form>
      ) : (
        <Link to={loginHref(`${location.pathname}${location.search}`)}>{t('login')}</Link>
      )}
      <h2 className={styles.title}>{t('history')}</h2>
      <ol className={styles.history}>
        {game.history.map((roll) => (
          <li key={roll.roundNo} className={styles.chip} data-outcome={roll.outcome}>
            {t('historyItem', { total: roll.total, outcome: t(`outcome.${roll.outcome}`) })}
          </li>
        ))}
      </ol>
      {game.myBets.length > 0 ? (
        <>
          <h2 className={styles.title}>{t('myBets')}</h2>
          <ul className={styles.bets}>
            {game.myBets.map((bet) => (
              <li key={bet.betId} className={styles.bet}>
                <span>{t('betLine', { option: t(`outcome.${bet.option}`), amount: money(bet.amount) })}</span>
                <span>{bet.state === 'won' ? t('won', { payout: money(bet.payout) }) : t(`betState.${bet.state}`)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** /sub-game/{id}: the room's dice round on a timer; members stake on big or small, paid through the wallet. */
export function SubGameScreen() {
  const { t, i18n } = useTranslation(['sub-games', 'common']);
  const token = useToken();
  const gameId = Number(useParams().id);
  const game = useQuery(subGameQuery(i18n.language, gameId, token));
  return (
    <QueryGate queries={[game]} rows={5} loadingLabel={t('common:common.loading')} errorMessage={t('sub-games:failed')} keepLoaded>
      {() => (game.data ? <DiceGame game={game.data} receivedAt={game.dataUpdatedAt} /> : <Empty message={t('sub-games:missing')} icon="search" />)}
    </QueryGate>
  );
}
