import { useApp } from '../shared/useApp';

/** The loading state of a section, announced politely once. */
export function Loading() {
  const { messages } = useApp();
  return (
    <p className="loading" role="status">
      {messages.t('common.loading')}
    </p>
  );
}
