// The UI kit: the ONE copy of antd-mobile on the page, a kernel subpath shared as a
// Module Federation singleton (shared/build/kernel.mjs, shared/build/federation.mjs). A shared
// package is not tree-shaken (the whole of antd-mobile was a 148 KB gz chunk), so this module
// names only the components the apps use: tree-shaking happens here, once, and every app imports
// antd-mobile through it (eslint.config.mjs forbids 'antd-mobile' outside shared/src). A component
// an app needs for the first time is added to the list below (a kernel minor version).
// Each component from its own module, never antd-mobile's index: that index is marked as having
// side effects (package.json sideEffects), so importing anything through it kept every component it
// names in whichever chunk first used one (the login page: main.js 108.9 → 162.9 KB br). Its one
// side effect, the global CSS variables, is imported here.
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import viVN from 'antd-mobile/es/locales/vi-VN';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { renderForReact19 } from '../ui/antdReact19';

// Once for the page, when the kit loads: before any app can call Toast.show() or Dialog.alert().
unstableSetRender(renderForReact19);

export { default as Badge } from 'antd-mobile/es/components/badge';
export { default as Button } from 'antd-mobile/es/components/button';
export { default as CheckList } from 'antd-mobile/es/components/check-list';
export { default as Checkbox } from 'antd-mobile/es/components/checkbox';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as ImageViewer } from 'antd-mobile/es/components/image-viewer';
export { default as InfiniteScroll } from 'antd-mobile/es/components/infinite-scroll';
export { default as Input } from 'antd-mobile/es/components/input';
export { default as List } from 'antd-mobile/es/components/list';
export { default as NoticeBar } from 'antd-mobile/es/components/notice-bar';
export { default as Popup } from 'antd-mobile/es/components/popup';
export { default as ProgressBar } from 'antd-mobile/es/components/progress-bar';
export { default as PullToRefresh } from 'antd-mobile/es/components/pull-to-refresh';
export { default as Radio } from 'antd-mobile/es/components/radio';
export { default as Result } from 'antd-mobile/es/components/result';
export { default as SearchBar } from 'antd-mobile/es/components/search-bar';
export { default as Skeleton } from 'antd-mobile/es/components/skeleton';
export { default as Space } from 'antd-mobile/es/components/space';
export { default as Steps } from 'antd-mobile/es/components/steps';
export { default as Swiper } from 'antd-mobile/es/components/swiper';
export { default as Switch } from 'antd-mobile/es/components/switch';
export { default as Tag } from 'antd-mobile/es/components/tag';
export { default as TextArea } from 'antd-mobile/es/components/text-area';
export { default as Toast } from 'antd-mobile/es/components/toast';
export type { ButtonRef } from 'antd-mobile/es/components/button';
export type { InputProps } from 'antd-mobile/es/components/input';
export type { ListItemProps } from 'antd-mobile/es/components/list';
export { ModalDialog } from '../ui/ModalDialog';
export { ModalSheet } from '../ui/ModalSheet';
export { ConfigProvider, enUS, viVN };

/** antd-mobile's locale provider and locales, as a remote hands them to defineRemote (@sencare/shared/kit). */
export const antdLocales = { ConfigProvider, en_US: enUS, vi_VN: viVN };
