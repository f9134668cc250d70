import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@/shared/ui/tabs/Tabs';
import { CATEGORIES, type CategoryKey } from '../lib/campaign-catalogue';

interface CategoryTabsProps {
  value: CategoryKey;
  onChange: (category: CategoryKey) => void;
  children: ReactNode;
}

/** The promotions tab's categories: all, sports, casino, deposit, VIP and new members. */
export function CategoryTabs({ value, onChange, children }: CategoryTabsProps) {
  const { t } = useTranslation('campaigns');
  const items = CATEGORIES.map((key) => ({ key, label: t(`tab.categories.${key}`) }));
  return (
    <Tabs items={items} label={t('tab.label')} value={value} onChange={(key) => onChange(key as CategoryKey)}>
      {children}
    </Tabs>
  );
}
