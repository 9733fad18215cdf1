import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody } from '@hris/domain/auth';

/** The login form's rules (the API's own schema); loaded apart so that zod is not part of the first load. */
export const loginResolver = zodResolver(loginBody);
