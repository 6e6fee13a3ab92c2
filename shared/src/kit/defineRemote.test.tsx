import { type ReactNode, lazy } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { claimSessionWriter } from '../channel';
import { renderPage, renderRoute, singleSpaHost } from '../testing';
import { fakeHttp } from '../testing/fakeHttp';
import { renderForReact19, usePageTitle, useRemoteServices } from '../ui';
import { defineRemote } from './defineRemote';

const resources = { en: { hello: 'Hello', title: 'Probe' }, vi: { hello: 'Xin chào', title: 'Thăm dò' } };

function Hello() {
  const { t } = useTranslation();
  usePageTitle('title');
  return <p data-testid="hello">{t('hello')}</p>;
}

const clients: QueryClient[] = [];
function CacheProbe() {
  clients.push(useQueryClient());
  return <p>cache</p>;
}

function Broken(): ReactNode {
  throw new Error('boom');
}

const setAntdRender = jest.fn();
/** antd-mobile's ConfigProvider, reduced to what the kit hands it: the locale of the session language. */
const ConfigProvider = ({ locale, children }: { locale?: { name: string }; children?: ReactNode }) => <div data-locale={locale?.name}>{children}</div>;

const probe = defineRemote({
  name: 'mfe-probe',
  namespace: 'probe',
  resources,
  setAntdRender,
  antdLocales: { ConfigProvider, en_US: { name: 'en-US' }, vi_VN: { name: 'vi-VN' } },
  Frame: ({ children }) => <section data-testid="probe-frame">{children}</section>,
  routes: {
    '/probe': () => <Hello />,
    '/probe/cache': () => <CacheProbe />,
    '/probe/broken': () => <Broken />,
    '/probe/item': (query) => <p data-testid="item">{query.id}</p>,
    '/probe/lazy': () => <LazyHello />,
  },
  aliases: { '/pages/probe/probe': '/probe' },
});

const LazyHello = lazy(() => Promise.resolve({ default: Hello }));


describe('defineRemote: mounted by single-spa', () => {
  const spa = singleSpaHost('#/probe');

  test('mounts its route in its frame, follows the session language, and unmounts clean', async () => {
    const writer = claimSessionWriter();
    const props = spa.props('mfe-probe', fakeHttp());
    await probe.bootstrap(props as never);
    await probe.mount(props as never);
    expect(spa.host().querySelector('[data-testid="mfe-probe"] [data-testid="probe-frame"]')?.textContent).toBe('Hello');
    writer.update({ language: 'vi_VN' });
    await waitFor(() => expect(spa.host().textContent).toBe('Xin chào'));
    await probe.unmount(props as never);
    expect(spa.host().innerHTML).toBe('');
  });

  test('mounts share the remote\'s query cache for the session (kit/sessionQueryClient.test.tsx)', async () => {
    window.location.hash = '#/probe/cache';
    clients.length = 0;
    const props = spa.props('mfe-probe', fakeHttp());
    await probe.mount(props as never);
    await probe.unmount(props as never);
    await probe.mount(props as never);
    await probe.unmount(props as never);
    expect(new Set(clients).size).toBe(1);
  });
});

describe('defineRemote: the kit around every page', () => {
  test("hands antd-mobile's renderer for React 19 to the remote's own copy when defined", () => {
    expect(setAntdRender).toHaveBeenCalledWith(renderForReact19);
  });

  test.each([
    ['en_US', 'en-US'],
    ['vi_VN', 'vi-VN'],
  ] as const)('gives antd-mobile the locale of the session language (%s)', (language, locale) => {
    renderRoute(probe, '/probe', { language });
    expect(screen.getByTestId('mfe-probe').parentElement?.dataset.locale).toBe(locale);
  });

  test('renders the route of the hash with its query, and spec aliases of it', () => {
    renderRoute(probe, '/probe/item?id=CL-7');
    expect(screen.getByTestId('item').textContent).toBe('CL-7');
    renderRoute(probe, '/pages/probe/probe');
    expect(screen.getByTestId('hello').textContent).toBe('Hello');
  });

  test('a lazy page shows the loading view until its chunk arrives', async () => {
    renderRoute(probe, '/probe/lazy');
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect((await screen.findByTestId('hello')).textContent).toBe('Hello');
  });

  test.each([
    ['en_US', 'This page does not exist.', 'Go to home', 'Not found'],
    ['vi_VN', 'Trang này không tồn tại.', 'Về trang chủ', 'Không tìm thấy'],
  ] as const)('an unknown path under its routes shows the one translated not-found view with a way home (%s)', (language, message, home, title) => {
    const page = renderRoute(probe, '/probe/nope', { language });
    expect(screen.getByTestId('probe-not-found').textContent).toContain(message);
    expect(page.titles).toEqual([title]);
    fireEvent.click(screen.getByText(home));
    expect(window.location.hash).toBe('#/home');
  });

  test("renders nothing on another remote's path (mounted a moment longer during a hash change)", () => {
    renderRoute(probe, '/claims');
    expect(screen.getByTestId('probe-frame').textContent).toBe('');
  });

  test('a page that throws while rendering shows the translated error view in place, not a blank', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(probe, '/probe/broken', { language: 'vi_VN' });
    const view = screen.getByTestId('render-error-mfe-probe');
    expect(view.textContent).toContain('Mục này đã ngừng hoạt động.');
    jest.restoreAllMocks();
  });

  test('pages reach the services: the http client, the channel and the language', () => {
    const http = fakeHttp();
    function Services() {
      const services = useRemoteServices();
      return <p data-testid="services">{`${services.http === http} ${services.language}`}</p>;
    }
    renderPage(probe, <Services />, { http, language: 'vi_VN' });
    expect(screen.getByTestId('services').textContent).toBe('true vi_VN');
  });

  test('a remote of one screen passes a Root instead of routes', () => {
    const single = defineRemote({ name: 'mfe-single', namespace: 'single', resources, setAntdRender: jest.fn(), Root: Hello });
    renderRoute(single, '/anything');
    expect(screen.getByTestId('mfe-single').textContent).toBe('Hello');
    expect(single.paths).toEqual([]);
    expect(probe.paths[0]).toBe('/probe');
  });
});
