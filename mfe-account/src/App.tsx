import './common/antdReact19';
import { useState } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './queryClient';
import type { RemoteAppProps } from '@sencare/shared/ui';
import { AccountRoutes } from './routes';
import styles from './App.module.css';

export function AccountApp({ queryClient, ...props }: RemoteAppProps & { queryClient: QueryClient }) {
  return (
    <ConfigProvider locale={props.language === 'vi_VN' ? viVN : enUS}>
      <QueryClientProvider client={queryClient}>
        <div className={`mfe-account ${styles.root}`} data-testid="mfe-account">
          <AccountRoutes />
        </div>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

/** One query cache per mount: unmount (e.g. logout) drops every cached answer of the user. */
export function App(props: RemoteAppProps) {
  const [queryClient] = useState(createQueryClient);
  return <AccountApp {...props} queryClient={queryClient} />;
}
