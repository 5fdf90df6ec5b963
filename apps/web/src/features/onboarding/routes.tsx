import { lazyPage } from '../../shared/ui/lazy-page';
import type { RouteObject } from 'react-router';

const OnboardingPage = lazyPage(() => import('./routes/onboarding.page'), 'OnboardingPage');

export const onboardingRoutes: RouteObject[] = [{ path: '/onboarding', element: <OnboardingPage /> }];
