import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToken } from '@/shared/session/use-session';
import { giftPackQuery } from '../api/campaign-queries';
import styles from './levels.module.css';

/** SPEC.md section 9: a new-member gift pack with status 1 is open. */
const OPEN = 1;

/** Whether the member's new-member gift pack is open (the gift-pack check, newMemberGiftPack/isOpen). */
export function GiftPackNotice() {
  const { t } = useTranslation('campaigns');
  const token = useToken();
  const pack = useQuery(giftPackQuery(token));
  if (!pack.data) return null;
  return <p className={pack.data.status === OPEN ? styles.packOpen : styles.packClosed}>{pack.data.status === OPEN ? t('giftPack.open', { name: pack.data.name }) : t('giftPack.closed')}</p>;
}
