import type { VipContact } from '@/shared/api/generated/main/model';
import { dialLink, safeWebLink } from '@/shared/lib/contact-links';

/** Where a manager's contact leads: its http(s) link, else a dial link for a phone; null when neither is usable. */
export function managerContactHref(contact: VipContact): string | null {
  return safeWebLink(contact.link) ?? (contact.contactType === 1 ? dialLink(contact.value) : null);
}

/**
 * One way to reach a VIP manager, as the service centre and the VIP services screen both list it: a link that opens
 * a web contact in a new window or dials a phone, or plain text when the contact leads nowhere.
 */
export function ManagerContact({ contact, label, className }: { contact: VipContact; label: string; className?: string }) {
  const href = managerContactHref(contact);
  if (!href) return <span>{label}</span>;
  return (
    <a className={className} href={href} target={href.startsWith('tel:') ? undefined : '_blank'} rel="noopener noreferrer">
      {label}
    </a>
  );
}
