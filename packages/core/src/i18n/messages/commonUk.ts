import type { CommonMessageId } from './common';

/** The Ukrainian texts of the shared UI words (see common.ts). */
export const commonUk: Readonly<Partial<Record<CommonMessageId, string>>> = {
  'common.loading': 'Завантаження…',
  'common.retry': 'Спробувати ще раз',
  'common.captcha.required': 'Підтвердьте, що ви не робот.',
  'common.captcha.unavailable': 'Не вдалося завантажити захист від роботів. Оновіть сторінку.',
  'common.close': 'Закрити',
  'common.cancel': 'Скасувати',
  'common.save': 'Зберегти',
  'common.confirm': 'Підтвердити',
  'common.next': 'Далі',
  'common.back': 'Назад',
  'common.yes': 'Так',
  'common.no': 'Ні',
  'common.signIn': 'Увійти',
  'common.signOut': 'Вийти',
  'common.skipToContent': 'Перейти до вмісту',
  'common.contact': 'Контакти',
  'common.makeAppointment': 'Записатися на візит',
  'common.myVisits': 'Мої візити',
  'common.accountData': 'Дані облікового запису',
  'common.regulation': 'Правила',
  'common.privacyPolicy': 'Політика конфіденційності',
  'common.accessibilityStatement': 'Заява про доступність',
  'common.maintenance': 'Технічна перерва',
  'common.priceFrom': 'від {price}',
  'common.pageOf': 'Сторінка {page} з {pageCount}',
  'common.resultCount':
    '{count, plural, one {# результат} few {# результати} many {# результатів} other {# результату}}',
};
