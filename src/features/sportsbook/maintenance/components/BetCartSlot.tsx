import { useTranslation } from 'react-i18next';
import styles from './Maintain.module.css';

/**
 * Where the bet slip sits on the maintenance page (the route shows the bet cart, SPEC.md section 2). The betting
 * slice renders the cart into this region; until then it says what happens to the player's selections.
 */
export function BetCartSlot() {
  const { t } = useTranslation('sports-help');
  return (
    <section className={styles.cart} aria-labelledby="maintain-cart" data-bet-cart-slot="maintain">
      <h2 id="maintain-cart" className={styles.sectionTitle}>
        {t('maintain.cart')}
      </h2>
      <p className={styles.note}>{t('maintain.cartNote')}</p>
    </section>
  );
}
