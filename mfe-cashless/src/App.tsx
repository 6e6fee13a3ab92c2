import { useState } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RemoteAppProps } from '@sencare/shared/ui';
import { ApplyDraftProvider } from './features/apply/useApplyDraft';
import { createQueryClient } from './features/common/queryClient';
import { CashlessRoutes } from './routes';

export function App(props: RemoteAppProps & { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  return (
    <ConfigProvider locale={props.language === 'vi_VN' ? viVN : enUS}>
      <QueryClientProvider client={queryClient}>
        <ApplyDraftProvider channel={props.channel}>
          <div className="mfe-cashless" data-testid="mfe-cashless">
            <CashlessRoutes {...props} />
          </div>
        </ApplyDraftProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
