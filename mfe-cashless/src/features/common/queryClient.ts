import { QueryClient } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from '@sencare/shared/http';

/** One cache per mount, with the retry policy every remote shares. */
export const createQueryClient = () => new QueryClient({ defaultOptions: QUERY_DEFAULTS });
