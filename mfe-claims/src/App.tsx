import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import type { RemoteAppProps } from '@sencare/shared/ui';
import { ClaimsRoutes } from './routes';

export function App(props: RemoteAppProps) {
  return (
    <ConfigProvider locale={props.language === 'vi_VN' ? viVN : enUS}>
      <div className="mfe-claims" data-testid="mfe-claims">
        <ClaimsRoutes {...props} />
      </div>
    </ConfigProvider>
  );
}
