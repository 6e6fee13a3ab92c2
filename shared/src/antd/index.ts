// The UI kit: the ONE copy of antd-mobile on the page, a kernel subpath shared as a
// Module Federation singleton (shared/build/kernel.mjs, shared/build/federation.mjs). A shared
// package is not tree-shaken (the whole of antd-mobile was a 148 KB gz chunk), so this module
// names only the components the apps use: tree-shaking happens here, once, and every app imports
// antd-mobile through it (eslint.config.mjs forbids 'antd-mobile' outside shared/src). A component
// an app needs for the first time is added to the list below (a kernel minor version).
import { ConfigProvider, unstableSetRender } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import { renderForReact19 } from '../ui/antdReact19';

// Once for the page, when the kit loads: before any app can call Toast.show() or Dialog.alert().
unstableSetRender(renderForReact19);

export {
  Badge,
  Button,
  CheckList,
  Checkbox,
  Dialog,
  ImageViewer,
  InfiniteScroll,
  Input,
  List,
  NoticeBar,
  Popup,
  ProgressBar,
  PullToRefresh,
  Radio,
  Result,
  SearchBar,
  Skeleton,
  Space,
  Steps,
  Swiper,
  Switch,
  Tag,
  TextArea,
  Toast,
} from 'antd-mobile';
export type { ButtonRef, InputProps, ListItemProps } from 'antd-mobile';
export { ModalDialog } from '../ui/ModalDialog';
export { ModalSheet } from '../ui/ModalSheet';
export { ConfigProvider, enUS, viVN };

/** antd-mobile's locale provider and locales, as a remote hands them to defineRemote (@sencare/shared/kit). */
export const antdLocales = { ConfigProvider, en_US: enUS, vi_VN: viVN };
