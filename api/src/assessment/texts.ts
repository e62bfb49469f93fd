import type { Localized } from '../i18n/localized';

/** What a subscriber sees on /app/assessment (SPEC §2); the title is the one the shell's menu page uses. */
export const ASSESSMENT_TEXTS = {
  title: {
    en: 'Interview Assessment',
    ua: 'Оцінювання перед співбесідою',
    ru: 'Оценка перед собеседованием',
    pl: 'Ocena przed rozmową kwalifikacyjną',
  },
  description: {
    en: 'The assessment follows a real QA interview: questions on test design techniques, bug reports and the testing process, then a practical task on an application with hidden rules. Work without hints, write your test cases and bugs down as you would for an interviewer, and compare them with the answers at the end.',
    ua: 'Оцінювання відтворює справжню співбесіду на посаду QA: запитання про техніки тест-дизайну, баг-репорти та процес тестування, а потім практичне завдання на застосунку з прихованими правилами. Працюйте без підказок, записуйте тест-кейси й баги так, як зробили б для інтерв’юера, а наприкінці порівняйте їх із відповідями.',
    ru: 'Оценка воспроизводит настоящее собеседование на позицию QA: вопросы о техниках тест-дизайна, баг-репортах и процессе тестирования, а затем практическое задание на приложении со скрытыми правилами. Работайте без подсказок, записывайте тест-кейсы и баги так, как сделали бы для интервьюера, а в конце сравните их с ответами.',
    pl: 'Ocena odtwarza prawdziwą rozmowę kwalifikacyjną na stanowisko QA: pytania o techniki projektowania testów, raporty błędów i proces testowania, a potem zadanie praktyczne na aplikacji z ukrytymi regułami. Pracuj bez podpowiedzi, zapisuj przypadki testowe i błędy tak jak na prawdziwej rozmowie, a na końcu porównaj je z odpowiedziami.',
  },
} as const satisfies Record<string, Localized>;
