import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { FaqEntry } from '@sencare/shared/contracts';
import { fakeHttp, pending, renderRoute } from '@sencare/shared/testing';
import { remote } from '../../lifecycles';

const FAQ: FaqEntry[] = Array.from({ length: 11 }, (_, i) => ({
  id: i + 1,
  question: { en: `Question ${i + 1}?`, vi: `Câu hỏi ${i + 1}?` },
  answer: { en: `Answer ${i + 1}.`, vi: `Trả lời ${i + 1}.` },
}));

describe('FAQ (#/faq)', () => {
  test('11 questions; tapping one opens its answer', async () => {
    const page = renderRoute(remote, '/faq', { http: fakeHttp({ 'GET /faq': () => FAQ }) });
    expect(await screen.findAllByTestId('faq-question')).toHaveLength(11);
    fireEvent.click(screen.getByText('Question 3?'));
    expect((await screen.findByText('Answer 3.')).textContent).toBe('Answer 3.');
    expect(page.titles.at(-1)).toBe('FAQ');
    page.cleanup();
  });

  test('in Vietnamese the Vietnamese texts are shown', async () => {
    const page = renderRoute(remote, '/faq', { http: fakeHttp({ 'GET /faq': () => FAQ }), language: 'vi_VN' });
    await screen.findByText('Câu hỏi 11?');
    expect(screen.queryByText('Question 11?')).toBeNull();
    expect(page.titles.at(-1)).toBe('Câu hỏi thường gặp');
    page.cleanup();
  });

  test('empty, loading and error (tap reloads) states', async () => {
    const empty = renderRoute(remote, '/faq', { http: fakeHttp({ 'GET /faq': () => [] }) });
    expect((await screen.findByTestId('faq-empty')).textContent).toContain('No questions yet');
    empty.cleanup();

    const loading = renderRoute(remote, '/faq', { http: fakeHttp({ 'GET /faq': pending }) });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.cleanup();

    let fail = true;
    const http = fakeHttp({
      'GET /faq': () => {
        if (fail) throw new ApiError(5, 'error.network', 0);
        return FAQ;
      },
    });
    const failing = renderRoute(remote, '/faq', { http, language: 'vi_VN' });
    const error = await screen.findByTestId('faq-error');
    expect(error.textContent).toContain('Không thể tải trang này.');
    fail = false;
    fireEvent.click(error);
    await screen.findByText('Câu hỏi 1?');
    expect(http.calls.filter((c) => c.path === '/faq')).toHaveLength(2);
    failing.cleanup();
  });
});
