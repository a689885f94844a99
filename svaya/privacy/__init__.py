"""Personal data: data classes, detectors, the replacement map, data-route checks. No Django.

- classes.py      data-class codes, `is_personal`, the seeded default set (DEFAULT_CLASSES)
- detectors.py    Span, Detector, PatternDetector, AddressDetector, KnownValueDetector,
                  NameDetector (natasha NER), NameFieldDetector
- names.py        person names: parsing, nominatives, NameDetector; name_lines.py picks the lines
                  its tagger reads, morphology.py loads the models and caches word readings
- replacement.py  ReplacementMap (one per agent loop), seal/unseal, key_from_env, generate_key
- pseudonymize.py Pseudonymizer.apply(messages, rmap) before every outside LLM call
- routes.py       reverse_substitute(args, rmap, schema) and check_route(present, allowed)
"""
