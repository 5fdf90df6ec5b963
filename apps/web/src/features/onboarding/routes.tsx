import type { RouteObject } from 'react-router';
import { OnboardingPage } from './routes/onboarding.page';

export const onboardingRoutes: RouteObject[] = [{ path: '/onboarding', element: <OnboardingPage /> }];
