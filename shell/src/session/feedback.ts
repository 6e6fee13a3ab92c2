import type { i18n as I18n } from 'i18next';
import type { ModalKind } from '@sencare/shared/http';
import { LIMITS } from '@sencare/shared/limits';
import { announce } from '@sencare/shared/ui';

/**
 * docs/requirements.md §8 modals and the loading indicator. antd-mobile's Dialog and Toast come from the UI kit
 * (@sencare/shared/antd/feedback, the page's one copy), loaded on first use so it stays off the login
 * page's critical path.
 */
const kit = () => import('@sencare/shared/antd/feedback');

export function createFeedback(i18n: I18n) {
  const t = (key: string) => i18n.t(key, { ns: 'common' });
  let openModal = false;
  return {
    showModal(kind: ModalKind): void {
      if (openModal) return;
      openModal = true;
      const content = kind === 'exception' ? t('error.exception') : kind === 'timeout' ? t('error.timeout') : t('error.respond');
      void kit().then(({ Dialog }) =>
        Dialog.alert({ title: t('error.commonTitle'), content, confirmText: t('error.gotIt') }).finally(() => {
          openModal = false;
        }),
      );
    },
    loading: {
      show(): void {
        void kit().then(({ Toast }) =>
          Toast.show({ icon: 'loading', content: t('loading'), duration: 0, maskClickable: false }),
        );
      },
      hide(): void {
        void kit().then(({ Toast }) => Toast.clear());
      },
    },
    toast(message: string): void {
      // Heard as well as seen: antd-mobile's toast sits in a mask screen readers skip.
      announce(message);
      void kit().then(({ Toast }) => Toast.show({ content: message, duration: LIMITS.toastMs }));
    },
  };
}
