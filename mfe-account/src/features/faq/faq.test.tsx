import { fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@sencare/shared/http';
import type { FaqEntry } from '@sencare/shared/rules';
import { fakeHttp, pending, renderAccount } from '../../test/renderAccount';

const FAQ: FaqEntry[] = Array.from({ length: 11 }, (_, i) => ({
  id: i + 1,
  question: { en: `Question ${i + 1}?`, vi: `Câu hỏi ${i + 1}?` },
  answer: { en: `Answer ${i + 1}.`, vi: `Trả lời ${i + 1}.` },
}));

describe('FAQ (#/faq)', () => {
  test('11 questions; tapping one opens its answer', async () => {
    const page = renderAccount({ path: '/faq', http: fakeHttp({ 'GET /faq': () => FAQ }).http });
    expect(await screen.findAllByTestId('faq-question')).toHaveLength(11);
    fireEvent.click(screen.getByText('Question 3?'));
    expect((await screen.findByText('Answer 3.')).textContent).toBe('Answer 3.');
    expect(page.lastTitle()).toEqual({ title: 'FAQ' });
    page.cleanup();
  });

  test('in Vietnamese the Vietnamese texts are shown', async () => {
    const page = renderAccount({ path: '/faq', http: fakeHttp({ 'GET /faq': () => FAQ }).http, language: 'vi_VN' });
    await screen.findByText('Câu hỏi 11?');
    expect(screen.queryByText('Question 11?')).toBeNull();
    expect(page.lastTitle()).toEqual({ title: 'Câu hỏi thường gặp' });
    page.cleanup();
  });

  test('empty, loading and error (tap reloads) states', async () => {
    const empty = renderAccount({ path: '/faq', http: fakeHttp({ 'GET /faq': () => [] }).http });
    expect((await screen.findByTestId('faq-empty')).textContent).toContain('No questions yet');
    empty.cleanup();

    const loading = renderAccount({ path: '/faq', http: fakeHttp({ 'GET /faq': pending }).http });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    loading.cleanup();

    let fail = true;
    const { http, calls } = fakeHttp({
      'GET /faq': () => {
        if (fail) throw new ApiError(5, 'error.network', 0);
        return FAQ;
      },
    });
    const failing = renderAccount({ path: '/faq', http, language: 'vi_VN' });
    const error = await screen.findByTestId('faq-error');
    expect(error.textContent).toContain('Không thể tải trang này.');
    fail = false;
    fireEvent.click(error);
    await screen.findByText('Câu hỏi 1?');
    expect(calls.filter((c) => c.path === '/faq')).toHaveLength(2);
    failing.cleanup();
  });
});
