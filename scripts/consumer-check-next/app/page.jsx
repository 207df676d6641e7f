// A Server Component page that renders the widget as a host writes it: no "use client" of its own, no wrapper.
// The package's React entry is the client boundary, so Next.js renders ReviewWidget as a client component.
import { ReviewWidget } from "@sxz/reviews";

export default function CoursePage() {
  return (
    <main>
      <h1>Introduction to Online Learning</h1>
      <ReviewWidget resourceId="course-intro" moduleId="course" sxzLang="en_US" isPermission isProgress />
    </main>
  );
}
