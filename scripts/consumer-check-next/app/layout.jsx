// The root layout of a Next.js App Router host: a Server Component, as every file without "use client" is.
export const metadata = { title: "Course" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
