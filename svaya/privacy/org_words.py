"""The words an organisation's block is told by (issue 16; read by `org_context.py`): a legal
form in capitals ("ООО «Вектор»", "МБОУ СОШ № 5"), an organisation or its office named in words
("суда", "поликлиника", "яхт-клуба"), and the words that make a value beside them a person's
("проживающего", "мой", "домашний"); a post named by the organisation's word ("кассир
магазина"), a business's kind in Latin letters ("Avtoshkola").
"""

from __future__ import annotations

import re
from functools import lru_cache

from svaya.privacy.latin import cyrillic_spellings
from svaya.privacy.morphology import PERSON_TAGS, has_tag, readings

# An organisation named by its legal form, written in capitals ("ООО «Вектор»", "МБОУ СОШ № 5").
LEGAL_FORM = re.compile(
    r"(?<![\w-])(?:ООО|ОАО|ЗАО|ПАО|НАО|АО|СПАО|САО|НКО|АНО|ФГБУ|ФГУП|ФГБОУ|ФКУ|ФГКУ|ГБУЗ|ГБУ|ГАУ"
    r"|ГКУ|ГУП|МУП|МБУ|МАУ|МКУ|МБОУ|МАОУ|МКОУ|МБДОУ|МАДОУ|ГБОУ|ГАПОУ|ГБПОУ|СОШ|ДОУ|ТСЖ|ЖСК|УК"
    r"|МФЦ|ФНС|ИФНС|СФР|ПФР|ФСС|ФОМС|Г?УФССП|ФССП|[ГРМ]?ОСП|ОМВД|УМВД|МВД|ОВД|ГИБДД|УФМС|УВМ"
    # a state or municipal health body and hospitals by their initials ("ОБУЗ", "КГБУЗ", "ЦРБ")
    r"|[ОК]?[ГМО][БАК]?УЗ|ЦРБ|ЦГБ|ГКБ|ДГКБ|ОКБ|РКБ"
    r"|ЗАГС|БТИ|ЖЭУ|ЖЭК|РЭУ|ПВЗ|ТЦ|ТРЦ|БЦ"
    # a children's holiday camp ("ДОЛ «Берёзка»", "ДОЛ им. Гагарина")
    r"|ДОЛ|ДОЦ|ДСОЛ)(?![\w-])"
)
# A company's requisites, which only a legal entity has ("КПП 510301001", "ОГРН 1105164950824", an
# INN of ten digits; not "ОГРНИП", an entrepreneur's, nor a person's INN of twelve): a letterhead's
# line above its address ("АО «Вектор»\nИНН 5100000000 · КПП …\n183000, …, ул. Мира, 5").
REQUISITES = re.compile(r"(?<![\w-])(?:КПП|ОГРН(?!ИП)|ОКПО|ИНН[ \t:№]*\d{10}(?!\d))")
# An organisation or its office named in words (lower case; stems).
_ORG_WORDS = (
    r"суд|суда|суду|судом|суде|судебн\w*|мирово\w* судь\w*|мфц|многофункциональн\w*"
    r"|налогов\w* инспекци\w*|социальн\w* фонд\w*|пенсионн\w* фонд\w*|фонд\w* пенсионного"
    r"|военкомат\w*|военн\w* комиссариат\w*|комиссариат\w*|пристав\w*|отдел\w* полиции"
    r"|полици\w*|дежурн\w* част\w*|паспортн\w* стол\w*|загс\w*|администраци\w*|управ[аеуыой]\b"
    r"|прокуратур\w*|нотари\w*|отдел(?:а|у|ом|е|ы|ов|ам|ами|ах)?"
    r"|\w+надзор\w*|контор\w*|росреестр\w*|инспекци\w*|жилинспекци\w*|опек\w*"
    r"|соцзащит\w*|центр\w* занятости|казначейств\w*|кадастров\w* палат\w*|управлени\w*"
    r"|министерств\w*|департамент\w*|комитет\w*|школ(?:а|ы|е|у|ой|ам|ами|ах)?|гимнази\w*"
    r"|лице[йяюе]\w*|детск\w* сад\w*|садик\w*|поликлиник\w*|больниц\w*|госпитал\w*|клиник\w*"
    r"|ветклиник\w*|медцентр\w*|медицинск\w* центр\w*|стоматологи\w*|аптек\w*|травмпункт\w*"
    r"|стационар\w*|диспансер\w*|роддом\w*|родильн\w* дом\w*|санатори\w*"
    r"|женск\w* консультаци\w*|университет\w*|институт\w*|колледж\w*|техникум\w*"
    r"|академи(?:я|и|ю|ей|ям|ях|ями)\b"
    r"|банк\w*|отделени\w*|филиал\w*|офис\w*|представительств\w*|пункт\w* выдачи|постамат\w*"
    r"|магазин\w*|склад(?:а|у|ом|е|ы|ов|ах)?|сервисн\w* центр\w*|салон\w*|ателье|гостиниц\w*"
    r"|отел[ьяюе]\w*|хостел\w*|почт\w* россии|почтов\w* отделени\w*|управляющ\w* компани\w*"
    r"|компани\w*|организаци\w*|учреждени\w*|предприяти\w*|фирм\w*|агентств\w*|бюро|завод\w*"
    r"|канцеляри\w*|приемн\w*|регистратур\w*|диспетчер\w*|служб(?:а|ы|у|е|ой|ам|ами|ах)?"
    r"|лагер[ьяюе]\w*|турбаз\w*|базы отдыха|база отдыха|по (?:всем )?вопросам|вопросы(?=\s*:)"
    # a club, its kind glued by a hyphen ("яхт-клуба", "фитнес-клуб"); not "клубника", "клубни"
    r"|штаб\w*|(?:[а-яё]+-)?клуб(?:а|у|ом|е|ы|ов|ам|ами|ах)?"
    # businesses by their kind, their name after it ("Такси «Максим»", "Шиномонтаж «Лидер»")
    r"|такси|кафе|ресторан\w*|автосервис\w*|шиномонтаж\w*|автомойк\w*|парикмахерск\w*"
    r"|химчистк\w*|типографи\w*|ломбард\w*|фитнес\w*|автошкол\w*|библиотек\w*|музе[йяюе]\w*"
    r"|кинотеатр\w*|театр\w*"
    r"|клиентск\w* служб\w*|служб\w* поддержки|контакт-центр\w*|колл-центр\w*|call-центр\w*"
    r"|горяч\w* лини\w*|справочн\w*|справк\w* по тел\w*|телефон\w* для справок|для справок"
    r"|бухгалтери\w*|отдел\w* кадров|секретар\w*|паспортист\w*|прием документов|прием граждан"
    r"|часы приема|явит\w*|явк\w*|обратитесь|обращайтесь|обратиться|court|department|office"
    r"|branch|service point|pickup|store|shop|hotline|clinic|bank|company|reception|registry"
    r"|head office"
)
# "_" parts words here: CRM exports write "branch_phone", "court_address".
ORG = re.compile(rf"(?<![^\W_]|-)(?:{_ORG_WORDS})(?![^\W_]|-)")


# A post at an organisation named by the organisation's word alone, opening a signature's line
# before the person: a person's noun in the nominative, the organisation's word in the genitive
# right after it, its name in quotes may follow ("боцман яхт-клуба Соколов А.А.", "кассир
# магазина «Берег» Ильина"): their staff. Not a sentence's words ("жалобу на магазин написал
# Петров", "в школе Иванов сказал").
ORG_POST_LINE = re.compile(
    r"[ \t]*([а-яё]+)[ \t]+((?:[а-яё]+-)?[а-яё]+)(?:[ \t]+[«\"][^\n«»\"]{1,40}[»\"])?[ \t]+"
)


def org_post(post: str, org: str) -> bool:
    """Whether `post` is a person's noun in the nominative ("кассир") and `org` an
    organisation's word in the genitive ("магазина", "яхт-клуба")."""
    if not ORG.fullmatch(org):
        return False
    head = org.rpartition("-")[2]
    return (
        any(
            "NOUN" in r.tag and "anim" in r.tag and "nomn" in r.tag and r.tag.number == "sing"
            for r in readings(post)
        )
        and not has_tag(post, PERSON_TAGS)
        and any("NOUN" in r.tag and "gent" in r.tag for r in readings(head))
    )


# A business's kind in Latin letters before its line ("Avtoshkola (4242) …", "Stomatologiya").
_LATIN_WORD = re.compile(r"[A-Za-z]{4,}")


def latin_kind(text: str, begin: int, end: int) -> int:
    """The end of the last business's kind in Latin letters in [begin, end), or -1."""
    last = -1
    for m in _LATIN_WORD.finditer(text, begin, end):
        if _latin_org_word(m.group().lower()):
            last = m.end()
    return last


@lru_cache(maxsize=4096)
def _latin_org_word(word: str) -> bool:
    return any(ORG.fullmatch(s) for s in cyrillic_spellings(word))


def names_org(words: str) -> bool:
    """Whether `words` begin with an organisation's name ("ООО «Парус»", "Канцелярия суда")."""
    return bool(ORG.match(words.lower().replace("ё", "е")) or LEGAL_FORM.match(words))


# What makes a value in the block a person's: their home, their own number, their role in a
# case or a form.
PERSONAL_CUE = re.compile(
    r"(?<![\w-])(?:прожива\w*|зарегистр\w*|регистрац\w*|прописан\w*|прописк\w*|жительств\w*"
    r"|живу|живет|живут|живем|мо[йяеи]|моего|моей|моему|мою|моим|свой|свою|своего|домашн\w*"
    r"|дом\.|личн\w*|сотов\w*|мобильн\w*|моб\.?|доставк\w*|доставить|получател\w*"
    r"|должник\w*|заявлени\w*|взыскател\w*|истц\w*|истец|ответчик\w*|заявител\w*|пациент\w*"
    r"|потерпевш\w*|подозреваем\w*|обвиняем\w*"
    r"|застрахованн\w*|страховател\w*|собственник\w*|наследодател\w*|родител\w*"
    r"|мам[аеуы]|мамой|сын\w*|доч(?:ь|ер\w*|к\w*)|ребенк\w*|ребенок|квартир\w*"
    r"|клиент(?!ск)\w*|ваш\w*|курьер\w*|выезд\w*|вызов\w*|заемщик\w*"
    r"|гост(?:ь|я|ю|ем|е|и|ей|ям|ями|ях)|гражданин\w*|гражданк\w*|контактн\w* лиц\w*"
    r"|home|personal|mobile|cell|delivery|residen\w*|guest|client|courier|contact person)(?![\w-])"
)
