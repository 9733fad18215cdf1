import { zodResolver } from '@hookform/resolvers/zod';
import { loginCall } from '@hris/domain/calls/auth';

/**
 * The login form's rules (the API's own schema) and its call; loaded apart so that zod is not part of
 * the first load.
 */
export const loginResolver = zodResolver(loginCall.body);
export { loginCall };
