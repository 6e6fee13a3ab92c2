import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import type { RemoteAppProps } from '@sencare/shared/ui';
import { AccountRoutes } from './routes';

export function App(props: RemoteAppProps) {
  return (
    <ConfigProvider locale={props.language === 'vi_VN' ? viVN : enUS}>
      <div className="mfe-account" data-testid="mfe-account">
        <AccountRoutes {...props} />
      </div>
    </ConfigProvider>
  );
}
