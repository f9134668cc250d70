import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ChannelDepositGift, CryptoProtocol, DepositChannelContent } from '@/shared/api/generated/main/model';
import { useFormSubmit } from '@/shared/forms/use-form-submit';
import { useToken } from '@/shared/session/use-session';
import { Button } from '@/shared/ui/button/Button';
import { FormAlert } from '@/shared/ui/form-alert/FormAlert';
import { RadioGroup } from '@/shared/ui/radio/RadioGroup';
import { useCreateDeposit, type NewDeposit } from '../api/deposit-mutations';
import { usdtRateQuery } from '../api/deposit-queries';
import {
  amountProblem,
  creditedAmount,
  giftFor,
  groupedAmount,
  parseDecimalAmount,
  parseWholeAmount,
  usdtProblem,
  usdtValue,
  USDT_DECIMALS,
  type AmountProblem,
} from '../lib/deposit-amount';
import { routeOf } from '../lib/deposit-routes';
import { rechargeInformationHref } from '../lib/deposit-order-path';
import { AllowanceNote } from '@/shared/safer-gambling/components/AllowanceNote';
import { AmountField } from './AmountField';
import { GiftNotice } from './GiftNotice';
import { UsdtFields } from './UsdtFields';
import styles from './deposits.module.css';

export interface DepositFormProps {
  content: DepositChannelContent;
  gift: ChannelDepositGift | null;
}

/**
 * The entry form of one channel: the bank paid from (bank and C2C routes), the amount (or the USDT network and
 * amount), the gift shown before paying, the channel's instructions, and one order per tap sent by the channel's
 * route (order, usdtOrder or c2cOrder); the new order opens /rechargeInformation.
 */
export function DepositForm({ content, gift }: DepositFormProps) {
  const { t, i18n } = useTranslation('deposits');
  const token = useToken();
  const navigate = useNavigate();
  const route = routeOf(content.payType);
  const banks = content.banks ?? [];
  const protocols = content.protocols ?? [];
  const [amount, setAmount] = useState('');
  const [bankId, setBankId] = useState<number | null>(banks[0]?.id ?? null);
  const [protocol, setProtocol] = useState<CryptoProtocol>(protocols[0] ?? 'TRC20');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const rate = useQuery(usdtRateQuery(content.currency, route === 'usdt'));
  const create = useCreateDeposit(token);
  const price = rate.data?.rate ?? null;

  /** The typed amount in the channel currency, or null while it is not a number. */
  const value = route === 'usdt' ? (() => {
    const usdt = parseDecimalAmount(amount);
    return usdt === null || price === null ? null : usdtValue(usdt, price);
  })() : parseWholeAmount(amount);

  const request = (): NewDeposit => {
    const bank = bankId === null ? {} : { bankId };
    if (route === 'usdt') return { route: 'usdtOrder', request: { channelId: content.id, protocol, usdtAmount: Number(amount) } };
    if (route === 'c2c') return { route: 'c2cOrder', request: { channelId: content.id, amount: Number(amount), bankId: bankId ?? 0 } };
    return { route: 'order', request: { channelId: content.id, amount: Number(amount), ...bank } };
  };

  const submit = useFormSubmit(async () => {
    const found = route === 'usdt' ? usdtProblem(amount, price, content) : amountProblem(value, amount, content);
    setProblem(found);
    if (found) return;
    const order = await create.mutateAsync(request());
    // /deposit is kept alive: the form starts empty when the player comes back to it.
    setAmount('');
    void navigate(rechargeInformationHref(order.orderNo));
  });

  const edit = (next: string) => {
    setAmount(next);
    setProblem(null);
  };
  const money = (n: number) => groupedAmount(n, i18n.language);
  const limitsOf = { min: money(content.minAmount), max: money(content.maxAmount), currency: content.currency, decimals: USDT_DECIMALS };
  const error = problem ? t(`amount.${problem}`, limitsOf) : null;
  const valid = value !== null && amountProblem(value, amount, content) === null;
  /** What the amount field needs, the same for the USDT form and the others. */
  const amountProps = { value: amount, onChange: edit, error, currency: content.currency, minAmount: content.minAmount, maxAmount: content.maxAmount };

  return (
    <form className={styles.form} onSubmit={(event) => void submit.onSubmit(event)} noValidate aria-label={t('form.title', { name: content.name })}>
      {banks.length > 0 && route !== 'usdt' ? (
        <RadioGroup
          label={t('form.bank')}
          orientation="horizontal"
          options={banks.map((bank) => ({ value: String(bank.id), label: bank.bankName }))}
          value={bankId === null ? null : String(bankId)}
          onChange={(next) => setBankId(Number(next))}
        />
      ) : null}
      {route === 'usdt' ? (
        <UsdtFields {...amountProps} protocols={protocols} protocol={protocol} onProtocol={setProtocol} />
      ) : (
        <AmountField {...amountProps} presets={content.quickAmounts ?? []} />
      )}
      <AllowanceNote action="deposit" />
      {content.feeRate ? <p className={styles.muted}>{t('form.fee', { rate: content.feeRate })}</p> : null}
      {gift ? (
        <GiftNotice
          gift={gift}
          currency={content.currency}
          earned={valid ? giftFor(value, gift) : null}
          credited={valid ? creditedAmount(value, content.feeRate, gift) : null}
        />
      ) : null}
      {content.tips ? (
        <section className={styles.card} aria-label={t('form.instructions')}>
          <p>{content.tips}</p>
        </section>
      ) : null}
      <FormAlert message={submit.alert} />
      <Button type="submit" size="lg" block loading={submit.pending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
