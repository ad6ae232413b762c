import { ROUTES } from '@hvac/console-domain';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';

import LoginPage from '../pages/LoginPage';
import { PageFallback } from './PageFallback';
import { RequireSignedIn, RequireSignedOut } from './guards';

// The login screen is part of the entry, which is what /login/ loads; every other screen is a chunk
// of its own, and the signed-in shell one more chunk shared by the signed-in screens.
const ForgottenPasswordPage = lazy(() => import('../pages/ForgottenPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage'));
const RedeemInvitePage = lazy(() => import('../pages/RedeemInvitePage'));
const SignedInLayout = lazy(() => import('./SignedInLayout'));
const ChangePasswordPage = lazy(() => import('../pages/ChangePasswordPage'));
const DashboardPage = lazy(() => import('../pages/DashboardPage'));
const DeviceListPage = lazy(() => import('../pages/DeviceListPage'));
const DeviceDetailPage = lazy(() => import('../pages/DeviceDetailPage'));
const DeviceDetailSinglePage = lazy(() => import('../pages/DeviceDetailSinglePage'));
const UserListPage = lazy(() => import('../pages/UserListPage'));
const UserDetailPage = lazy(() => import('../pages/UserDetailPage'));
const ProfilePage = lazy(() => import('../pages/ProfilePage'));
const DeviceModelsPage = lazy(() => import('../pages/DeviceModelsPage'));
const ProjectListPage = lazy(() => import('../pages/ProjectListPage'));
const ProjectDetailPage = lazy(() => import('../pages/ProjectDetailPage'));
const NotificationsPage = lazy(() => import('../pages/NotificationsPage'));

const toDashboard = <Navigate to={ROUTES.dashboard} replace />;

/** The routes of console.md §2 with the guard: signed-in routes send visitors to /login/. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route element={<RequireSignedOut />}>
          <Route path={ROUTES.login} element={<LoginPage />} />
        </Route>
        <Route path={ROUTES.forgotPassword} element={<ForgottenPasswordPage />} />
        <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
        <Route path={ROUTES.redeemInvite} element={<RedeemInvitePage />} />
        <Route element={<RequireSignedIn />}>
          <Route element={<SignedInLayout />}>
            <Route path={ROUTES.dashboard} element={<DashboardPage />} />
            <Route path={ROUTES.changePassword} element={<ChangePasswordPage />} />
            <Route path={ROUTES.projects} element={<ProjectListPage />} />
            <Route path={ROUTES.projectDetail} element={<ProjectDetailPage />} />
            <Route path={ROUTES.devices} element={<DeviceListPage />} />
            <Route path={ROUTES.deviceDetail} element={<DeviceDetailPage />} />
            <Route path={ROUTES.deviceDetailSingle} element={<DeviceDetailSinglePage />} />
            <Route path={ROUTES.users} element={<UserListPage />} />
            <Route path={ROUTES.userDetail} element={<UserDetailPage />} />
            <Route path={ROUTES.profile} element={<ProfilePage />} />
            <Route path={ROUTES.notifications} element={<NotificationsPage />} />
            <Route path={ROUTES.deviceModels} element={<DeviceModelsPage />} />
          </Route>
        </Route>
        <Route path="*" element={toDashboard} />
      </Routes>
    </Suspense>
  );
}
