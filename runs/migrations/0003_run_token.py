from __future__ import annotations

import secrets

from django.db import migrations, models

import runs.models


def give_tokens(apps, schema_editor):
    run = apps.get_model("runs", "Run")
    for pk in run.objects.filter(token__isnull=True).values_list("pk", flat=True):
        run.objects.filter(pk=pk).update(token=secrets.token_urlsafe(32))


class Migration(migrations.Migration):
    dependencies = [("runs", "0002_drop_redundant_indexes")]

    operations = [
        migrations.AddField(
            model_name="run",
            name="token",
            field=models.CharField(max_length=64, null=True),
        ),
        migrations.RunPython(give_tokens, migrations.RunPython.noop),
        migrations.AlterField(
            model_name="run",
            name="token",
            field=models.CharField(
                default=runs.models.new_token,
                editable=False,
                max_length=64,
                unique=True,
                verbose_name="ключ страницы прогона",
            ),
        ),
    ]
