import { Steps } from '@sencare/shared/antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatVnd } from '@sencare/shared/format';
import type { GopEvent } from '../api/types';

const AMOUNT_KEYS: Record<string, string> = {
  estimatedAmount: 'detail.estimated',
  guaranteedAmount: 'detail.guaranteed',
  finalBillAmount: 'detail.finalBill',
  payableAmount: 'detail.payable',
};

/** The GOP's events, oldest first: what happened, who, when, the note and the amounts it set. */
export function Timeline({ events }: { events: GopEvent[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="adm-list-item-description">{t('detail.noEvents')}</p>;
  return (
    <div data-testid="gop-timeline">
      <Steps direction="vertical" current={events.length - 1}>
        {events.map((event, index) => {
          const amounts = Object.entries(event.amounts ?? {}).filter(([key, value]) => AMOUNT_KEYS[key] && typeof value === 'number');
          return (
            <Steps.Step
              key={`${event.at}-${index}`}
              status="finish"
              title={<span data-testid="gop-event">{t(`gop.event.${event.action}`, { defaultValue: event.action })}</span>}
              description={
                <span>
                  {formatDateTime(event.at)} · {t(`gop.actor.${event.actorRole}`, { defaultValue: event.actorRole })}
                  {event.actorName ? ` (${event.actorName})` : ''}
                  {amounts.map(([key, value]) => (
                    <span key={key}>
                      <br />
                      {t(AMOUNT_KEYS[key])}: {formatVnd(value)}
                    </span>
                  ))}
                  {event.note ? (
                    <>
                      <br />
                      <q>{event.note}</q>
                    </>
                  ) : null}
                </span>
              }
            />
          );
        })}
      </Steps>
    </div>
  );
}
