import { unstableSetRender } from 'antd-mobile';
import { renderForReact19 } from '@sencare/shared/ui';

// antd-mobile is bundled per remote, so this remote's copy gets the React 19 renderer.
unstableSetRender(renderForReact19);
