import { lazy, Suspense } from "react";
import type { ComponentType } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { SessionProvider } from "./session/SessionProvider";
import { Layout } from "./shell/Layout";
import HomePage from "./pages/home/HomePage";
import LoginPage from "./pages/login/LoginPage";
import MobileLoginPage from "./pages/login/MobileLoginPage";
import DisableLoginPage from "./pages/notices/DisableLoginPage";
import DisablePage from "./pages/notices/DisablePage";
import InsufficientPermissionsPage from "./pages/notices/InsufficientPermissionsPage";
import FeedbackPage from "./pages/feedback/FeedbackPage";
import FirstAccessVerificationPage from "./pages/weportal/FirstAccessVerificationPage";
import { NotFoundPage } from "./pages/not-found/NotFoundPage";
import { UploadRoute } from "./pages/UploadRoute";

// Pages that carry the review widget load on demand, so the light pages stay light.
const ElementCoursePage = lazy(() => import("./pages/course/ElementCoursePage"));
const ReactCoursePage = lazy(() => import("./pages/course/ReactCoursePage"));
const MyReviewsPage = lazy(() => import("./pages/my-reviews/MyReviewsPage"));
const AdminPage = lazy(() => import("./pages/admin/AdminPage"));
const GalleryPage = lazy(() => import("./pages/gallery/GalleryPage"));
const TrackingPage = lazy(() => import("./pages/tracking/TrackingPage"));

function page(Component: ComponentType) {
  return (
    <Suspense fallback={<p className="notice">…</p>}>
      <Component />
    </Suspense>
  );
}

/** Every route of the demo site. The paths of client-layer.md §2 are kept exactly. */
export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomePage />} />
            <Route path="courses/:courseId" element={page(ElementCoursePage)} />
            <Route path="courses/:courseId/react" element={page(ReactCoursePage)} />
            <Route path="login/index" element={<LoginPage />} />
            <Route path="commonUsage/loginPage.htm" element={<MobileLoginPage />} />
            <Route path="disableLogin" element={<DisableLoginPage />} />
            <Route path="disable" element={<DisablePage />} />
            <Route path="insufficient-permissions" element={<InsufficientPermissionsPage />} />
            <Route path="feedback/:tenantId" element={<FeedbackPage />} />
            <Route path="h5/weportal" element={<FirstAccessVerificationPage />} />
            <Route path="my-reviews" element={page(MyReviewsPage)} />
            <Route path="admin" element={page(AdminPage)} />
            <Route path="upload" element={<UploadRoute />} />
            <Route path="tracking" element={page(TrackingPage)} />
            <Route path="gallery" element={page(GalleryPage)} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </SessionProvider>
    </BrowserRouter>
  );
}
