import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LargeWithdrawLimit, WithdrawChannelContent } from '@/shared/api/generated/main/model';
import { formatMoney } from '@/shared/lib/money';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { TextField } from '@/shared/ui/field/TextField';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { PasscodeInput } from '@/shared/ui/passcode-input/PasscodeInput';
import { QueryGate } from '@/shared/ui/query-gate/QueryGate';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { withdrawChannelContentQuery } from '../api/withdrawal-queries';
import { useWithdrawSubmit } from '../hooks/use-withdrawal-submit';
import { withdrawAllAmount, withdrawQuote, type Destination } from '../lib/withdrawal-rules';
import { NoDestinationNotice } from './WithdrawNotices';
import styles from './withdrawals.module.css';

interface ChannelFormProps {
  content: WithdrawChannelContent;
  destinations: Destination[];
  largeLimit: LargeWithdrawLimit | null;
  amount: string;
  onAmountChange: (value: string) => void;
}

/** The form of one channel: destination, amount with its limits and quote, and the withdraw password. */
function ChannelForm({ content, destinations, largeLimit, amount, onAmountChange }: ChannelFormProps) {
  const { t, i18n } = useTranslation(['withdrawals', 'common']);
  const money = (value: number) => formatMoney(value, content.currency, i18n.language);
  const [chosen, setChosen] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const destinationId = destinations.some((entry) => entry.id === chosen) ? chosen : (destinations[0]?.id ?? null);
  const { onSubmit, pending, alert, errors, clearError } = useWithdrawSubmit({ content, destinationId, amount, password }, () => setPassword(''));
  const typed = Number(amount) || 0;
  const quote = withdrawQuote(typed, content);
  const large = largeLimit !== null && typed >= largeLimit.limitAmount;

  if (destinations.length === 0) return <NoDestinationNotice withdrawType={content.withdrawType} />;
  return (
    <form className={styles.card} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('form.title')}>
      <RadioGroup
        label={t('form.destination')}
        options={destinations.map((entry) => ({
          value: String(entry.id),
          label: `${entry.title} ${entry.number}`,
          ...(entry.holder ? { description: entry.holder } : {}),
        }))}
        value={destinationId === null ? null : String(destinationId)}
        onChange={(value) => {
          setChosen(Number(value));
          clearError('destination');
        }}
        error={errors.destination}
      />
      <TextField
        label={t('form.amount')}
        kind="number"
        inputMode="numeric"
        placeholder={t('form.amountPlaceholder')}
        value={amount}
        onChange={(value) => {
          onAmountChange(value);
          clearError('amount');
        }}
        hint={t('form.limits', { min: money(content.minAmount), max: money(content.maxAmount) })}
        error={errors.amount}
        end={
          <Button type="button" variant="ghost" size="sm" onClick={() => onAmountChange(String(withdrawAllAmount(content)))}>
            {t('form.withdrawAll')}
          </Button>
        }
      />
      <dl className={styles.quote}>
        <div>
          <dt>{t('form.withdrawable')}</dt>
          <dd>{money(content.withdrawableAmount)}</dd>
        </div>
        <div>
          <dt>{t('form.fee')}</dt>
          <dd>{money(quote.fee)}</dd>
        </div>
        <div>
          <dt>{t('form.receive')}</dt>
          <dd>{quote.usdt === null ? money(quote.receive) : t('form.usdtValue', { usdt: quote.usdt.toFixed(2) })}</dd>
        </div>
        {content.exchangeRate ? (
          <div>
            <dt>{t('form.rate')}</dt>
            <dd>{t('form.rateValue', { rate: money(content.exchangeRate) })}</dd>
          </div>
        ) : null}
        {content.dailyTimes ? (
          <div>
            <dt>{t('form.dailyTimes')}</dt>
            <dd>{t('form.dailyTimesValue', { used: content.dailyTimesUsed ?? 0, total: content.dailyTimes })}</dd>
          </div>
        ) : null}
      </dl>
      {largeLimit ? (
        <p className={styles.note} role={large ? 'status' : undefined}>
          {t(large ? 'form.largeApplies' : 'form.largeLimit', { limit: money(largeLimit.limitAmount), hours: largeLimit.reviewHours ?? 24 })}
        </p>
      ) : null}
      {content.tips ? <p className={styles.muted}>{content.tips}</p> : null}
      <PasscodeInput
        label={t('form.password')}
        hint={t('form.passwordHint')}
        secret
        value={password}
        onChange={(value) => {
          setPassword(value);
          clearError('password');
        }}
        error={errors.password}
      />
      <FormAlert message={alert} />
      <Button type="submit" block size="lg" loading={pending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}

interface WithdrawFormProps {
  channels: ReadonlyArray<{ id: number; name: string }>;
  destinationsOf: (withdrawType: WithdrawChannelContent['withdrawType']) => Destination[];
  largeLimit: LargeWithdrawLimit | null;
}

/** The channel choice and the chosen channel's form; the typed amount is kept across channels. */
export function WithdrawForm({ channels, destinationsOf, largeLimit }: WithdrawFormProps) {
  const { t, i18n } = useTranslation('withdrawals');
  const token = useToken();
  const [channelId, setChannelId] = useState<number | null>(channels[0]?.id ?? null);
  const [amount, setAmount] = useState('');
  const content = useQuery(withdrawChannelContentQuery(token, channelId, i18n.language));
  return (
    <>
      <RadioGroup
        label={t('form.channel')}
        orientation="horizontal"
        options={channels.map((channel) => ({ value: String(channel.id), label: channel.name }))}
        value={channelId === null ? null : String(channelId)}
        onChange={(value) => setChannelId(Number(value))}
      />
      <QueryGate queries={[content]} rows={5}>
        {() =>
          content.data ? (
            <ChannelForm
              key={content.data.id}
              content={content.data}
              destinations={destinationsOf(content.data.withdrawType)}
              largeLimit={largeLimit}
              amount={amount}
              onAmountChange={setAmount}
            />
          ) : null
        }
      </QueryGate>
    </>
  );
}
