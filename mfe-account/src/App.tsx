import './common/antdReact19';
import { useState } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RemoteAppProps } from '@sencare/shared/ui';
import { ServicesProvider } from './common/services';
import { AccountRoutes } from './routes';
import styles from './App.module.css';

export function createAccountQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A -93 is the shell's business (it redirects); retrying it or a 4xx only delays the error view.
      queries: {
        retry: (failures, error) => {
          const status = (error as { httpStatus?: number }).httpStatus ?? 0;
          return failures < 1 && (status === 0 || status >= 500);
        },
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function AccountApp({ queryClient, ...props }: RemoteAppProps & { queryClient: QueryClient }) {
  return (
    <ConfigProvider locale={props.language === 'vi_VN' ? viVN : enUS}>
      <QueryClientProvider client={queryClient}>
        <ServicesProvider value={props}>
          <div className={`mfe-account ${styles.root}`} data-testid="mfe-account">
            <AccountRoutes />
          </div>
        </ServicesProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}

/** One query cache per mount: unmount (e.g. logout) drops every cached answer of the user. */
export function App(props: RemoteAppProps) {
  const [queryClient] = useState(createAccountQueryClient);
  return <AccountApp {...props} queryClient={queryClient} />;
}
