import { provideZonelessChangeDetection } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import { start } from '../harness';
import { AppComponent } from './app.component';

await start(async () => {
  await bootstrapApplication(AppComponent, { providers: [provideZonelessChangeDetection()] });
});
