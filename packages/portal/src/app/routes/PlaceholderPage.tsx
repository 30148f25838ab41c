import { useApp } from '../../shared/useApp';

/** Stands in for a feature page that is not written yet: says in Polish it is being prepared. */
export default function PlaceholderPage() {
  const { messages } = useApp();
  return (
    <section className="page page--placeholder" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{messages.t('portal.placeholder.title')}</h1>
      <p>{messages.t('portal.placeholder.text')}</p>
    </section>
  );
}
