import { lazy, Suspense } from "react";
import type { ComponentType } from "react";
import { usePageTitle } from "../view/usePageTitle";
import { useView } from "../view/useView";

// The upload page is a self-contained component of the upload feature (pages/upload/); it is found by name so
// the site builds whether or not that feature is part of the build.
const modules = import.meta.glob<{ default: ComponentType }>("./upload/*Page.tsx");
const loader = Object.values(modules)[0];
const UploadPage = loader ? lazy(loader) : undefined;

export function UploadRoute() {
  const { texts } = useView();
  usePageTitle(texts.uploadTitle);
  if (!UploadPage) return <h1>{texts.uploadTitle}</h1>;
  return (
    <Suspense fallback={<p className="notice">…</p>}>
      <UploadPage />
    </Suspense>
  );
}
