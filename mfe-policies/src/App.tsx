import './common/antdReact19';
import { useState } from 'react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteAppProps } from '@sencare/shared/ui';
import { createQueryClient } from './queryClient';
import { PoliciesRoutes } from './routes';
import styles from './App.module.css';

export function App(props: RemoteAppProps) {
  // One cache per mount: unmount (logout, another user) drops everything the last user saw.
  const [queryClient] = useState(createQueryClient);
  return (
    <ConfigProvider locale={props.language === 'vi_VN' ? viVN : enUS}>
      <QueryClientProvider client={queryClient}>
        <div className={`mfe-policies ${styles.root}`} data-testid="mfe-policies">
          <PoliciesRoutes {...props} />
        </div>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
