/** The footer with the two statements of spec §1. */
export function PageFooter() {
  return (
    <footer className="border-t border-line bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-6 text-center text-sm text-muted sm:px-6">
        <p>Powered by AI • Inspired by 20 legendary designers</p>
        <p>All logos are AI-generated and original. No existing trademarks are copied.</p>
      </div>
    </footer>
  );
}
