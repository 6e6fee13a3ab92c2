import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
