import { useTranslation } from 'react-i18next';
import { formatDate } from '@sencare/shared/format';
import type { InsuredMember } from '@sencare/shared/contracts';
import styles from './PolicyDetailPage.module.css';

export function MembersList({ members }: { members: InsuredMember[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.members} data-testid="members-list">
      {members.map((member) => (
        <li key={member.id} className={styles.member} data-testid="member">
          <span className={styles.avatar} aria-hidden="true">
            {member.fullName.trim().split(/\s+/).pop()?.charAt(0).toUpperCase()}
          </span>
          <span className={styles.memberText}>
            <span className={styles.memberName}>{member.fullName}</span>
            <span className={styles.muted}>
              {t(`relationship.${member.relationship}`)} · {t('field.dateOfBirth')} {formatDate(member.dateOfBirth)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
