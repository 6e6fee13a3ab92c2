import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 draws Toast, Dialog and other imperative pieces with react-dom's legacy render,
 * which React 19 removed: without this, Toast.show() silently shows nothing
 * (https://mobile.ant.design/guide/v5-for-19). antd-mobile is bundled per app, so each app
 * hands this renderer to its own copy: `unstableSetRender(renderForReact19)`.
 */
const ROOT = Symbol.for('sencare.antd-root');
type Host = (Element | DocumentFragment) & { [ROOT]?: Root };

export function renderForReact19(node: ReactElement, container: Element | DocumentFragment): () => Promise<void> {
  const host = container as Host;
  const root = host[ROOT] ?? createRoot(container);
  host[ROOT] = root;
  root.render(node);
  return async () => {
    await Promise.resolve();
    root.unmount();
    delete host[ROOT];
  };
}
