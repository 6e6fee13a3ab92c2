import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { renderForReact19 } from '@sencare/shared/ui';

// The shell's own antd-mobile copy (Dialog and Toast of spec §8) needs the React 19 renderer.
unstableSetRender(renderForReact19);
